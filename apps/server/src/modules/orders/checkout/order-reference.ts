import { randomInt } from 'node:crypto';

// No 0/O or 1/I: shoppers read this number to the shop over WhatsApp or the phone.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A short, unguessable order number such as `NW-7K3M9Q2X`. */
export function newOrderReference(): string {
  let code = '';
  for (let index = 0; index < 8; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `NW-${code}`;
}
