import type { CurrentUser, Location } from '@store/contract';
import type { CartLine } from '../lib/cart/cart-line';

/** The signed-in shopper the tests use: she has a phone number, so checkout can go on. */
export const SHOPPER: CurrentUser = {
  name: 'Rosa Domínguez',
  email: 'rosa@example.mx',
  phone_number: '+526141234567',
  picture: null,
  google_id: 'dev-rosa',
  ecommerce_user_id: 41,
};

/** The shopper's saved address in Chihuahua's Zona Centro (id 5), without a recipient unless told. */
export const savedAddress = (overrides: Partial<Location> = {}): Location => ({
  shipping_address_id: 5,
  state_name: 'Chihuahua',
  municipality_name: 'Chihuahua',
  postal_code: '31000',
  neighborhood_name: 'Zona Centro',
  neighborhood_id: 7,
  street: 'Av. Independencia',
  exterior_number: '1001',
  interior_number: null,
  reference: 'Portón café',
  recipient_name: null,
  recipient_phone: null,
  ...overrides,
});

/** A line of the cart: one boot at 1000 with 3 in stock, unless told otherwise. */
export const cartLine = (overrides: Partial<CartLine> = {}): CartLine => ({
  product_id: 3,
  variant_id: 1000001,
  name: 'Bota',
  image: null,
  size_name: '27',
  color_name: 'Café',
  quantity: 1,
  stock: 3,
  price: 1000,
  final_price: 1000,
  discount_percentage: 0,
  ...overrides,
});

/** A boot in size 27.5 listed at 1000, with `discount` percent off, as the cart and checkout pages show it. */
export const bootLine = (variant_id: number, quantity: number, stock: number, discount = 0): CartLine =>
  cartLine({
    variant_id,
    name: `Bota ${variant_id}`,
    size_name: '27.5',
    quantity,
    stock,
    final_price: 1000 - discount * 10,
    discount_percentage: discount,
  });

/** A line for the cart's and checkout's rules, listed and sold at $100. */
export const pricedLine = (variant_id: number, quantity: number, stock: number): CartLine =>
  cartLine({
    product_id: 1,
    variant_id,
    name: `Bota ${variant_id}`,
    quantity,
    stock,
    price: 100,
    final_price: 100,
  });
