import { describe, expect, it } from 'vitest';
import { pictureAccept, pictureTypeOf } from './picture-type';

describe('a chosen picture’s type', () => {
  it('is the browser’s, or a HEIC’s by its name when the browser gives none', () => {
    expect(pictureTypeOf(new File(['x'], 'bota.jpg', { type: 'image/jpeg' }))).toBe('image/jpeg');
    expect(pictureTypeOf(new File(['x'], 'IMG_0001.HEIC'))).toBe('image/heic');
    expect(pictureTypeOf(new File(['x'], 'foto.heif'))).toBe('image/heif');
    expect(pictureTypeOf(new File(['x'], 'notas.txt'))).toBe('');
    // A type the browser did give is never second-guessed by the name.
    expect(pictureTypeOf(new File(['x'], 'truco.heic', { type: 'text/plain' }))).toBe('text/plain');
  });

  it('is offered by type and by the HEIC extensions', () => {
    expect(pictureAccept(['image/jpeg', 'image/heic'])).toBe('image/jpeg,image/heic,.heic,.heif');
  });
});
