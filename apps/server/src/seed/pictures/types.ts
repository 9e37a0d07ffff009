export const PICTURE_KINDS = [
  'boot',
  'work-boot',
  'shoe',
  'hat',
  'cap',
  'shirt',
  'work-shirt',
  'blouse',
  'tshirt',
  'sweater',
  'jacket',
  'vest',
  'blazer',
  'pants',
  'shorts',
  'dress',
  'underwear',
  'belt',
  'buckle',
  'perfume',
  'knife',
  'key-ring',
  'hat-strap',
  'phone-holder',
  'bracelet',
  'bolo-tie',
  'wallet',
] as const;

export type PictureKind = (typeof PICTURE_KINDS)[number];

export const PICTURE_VIEWS = ['front', 'detail'] as const;

export type PictureView = (typeof PICTURE_VIEWS)[number];
