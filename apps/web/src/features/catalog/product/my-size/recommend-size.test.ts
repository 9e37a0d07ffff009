import { describe, expect, it } from 'vitest';
import {
  guideSize,
  readMeasurement,
  readUsualSize,
  recommendationText,
  recommendSize,
} from './recommend-size';

const sizes = (...names: string[]) => names.map((size_name) => ({ size_name }));
const fit = (verdict: 'chica' | 'justa' | 'grande' | null) => ({ verdict });

describe("'¿Cuál es mi talla?'", () => {
  it('reads a foot or a head in cm, and says in Spanish what is wrong', () => {
    expect(readMeasurement('26.5', 'foot_cm')).toEqual({ cm: 26.5 });
    expect(readMeasurement(' 26,3 ', 'foot_cm')).toEqual({ cm: 26.3 });
    expect(readMeasurement('26.34', 'foot_cm')).toEqual({ cm: 26.3 });
    const outOfRange = { error: 'El largo de un pie va de 10 a 35 cm: revisa tu medida.' };
    expect(readMeasurement('0', 'foot_cm')).toEqual(outOfRange);
    expect(readMeasurement('-26', 'foot_cm')).toEqual(outOfRange);
    expect(readMeasurement('80', 'foot_cm')).toEqual(outOfRange);
    const letters = {
      error: 'Escribe el largo de tu pie en centímetros, solo con números: por ejemplo, 26.5.',
    };
    expect(readMeasurement('veintiséis', 'foot_cm')).toEqual(letters);
    expect(readMeasurement('26cm', 'foot_cm')).toEqual(letters);
    expect(readMeasurement('', 'foot_cm')).toEqual(letters);
    expect(readMeasurement('57', 'head_cm')).toEqual({ cm: 57 });
    expect(readMeasurement('80', 'head_cm')).toEqual({
      error: 'El contorno de una cabeza va de 40 a 70 cm: revisa tu medida.',
    });
  });

  it('reads a usual size by the guide’s rule: MX as it is, US men + 18, US women + 17', () => {
    expect(readUsualSize('27', 'mx')).toEqual({ cm: 27 });
    expect(readUsualSize('9', 'us-hombre')).toEqual({ cm: 27 });
    expect(readUsualSize('9.5', 'us-mujer')).toEqual({ cm: 26.5 });
    expect(readUsualSize('nueve', 'us-hombre')).toEqual({
      error: 'Escribe tu talla solo con números: por ejemplo, 9 o 9.5.',
    });
    expect(readUsualSize('9.3', 'us-hombre')).toEqual({
      error: 'Las tallas van de media en media: por ejemplo, 9 o 9.5.',
    });
    for (const bad of ['0', '-9', '80']) {
      expect(readUsualSize(bad, 'us-hombre')).toEqual({
        error: 'Esa talla no está en nuestra guía: revisa el número y la escala.',
      });
    }
  });

  it('gives the next half size for a foot and the next centimetre for a head', () => {
    expect(guideSize('boot_mx', 26.5)).toBe(26.5);
    expect(guideSize('boot_mx', 26.3)).toBe(26.5);
    expect(guideSize('boot_mx', 26.6)).toBe(27);
    expect(guideSize('hat', 57)).toBe(57);
    expect(guideSize('hat', 57.2)).toBe(58);
  });

  it('recommends from the guide, moved one size by what most buyers say, among the product’s sizes', () => {
    const boots = sizes('26', '26.5', '27', '27.5', '28');
    expect(recommendSize('boot_mx', 27, boots, undefined)).toEqual({ guide: 27, size: '27', verdict: null });
    expect(recommendSize('boot_mx', 27, boots, fit(null)).size).toBe('27');
    expect(recommendSize('boot_mx', 27, boots, fit('chica'))).toEqual({
      guide: 27,
      size: '27.5',
      verdict: 'chica',
    });
    expect(recommendSize('boot_mx', 27, boots, fit('grande')).size).toBe('26.5');
    expect(recommendSize('boot_mx', 27, boots, fit('justa')).size).toBe('27');
    // Only whole sizes: the next one up.
    expect(recommendSize('boot_mx', 26.3, sizes('26', '27', '28'), undefined).size).toBe('27');
    // Too far from any size of the product: none.
    expect(recommendSize('boot_mx', 30, boots, undefined).size).toBeNull();
    expect(recommendSize('boot_mx', 22, boots, undefined).size).toBeNull();
    expect(recommendSize('hat', 57, sizes('56', '57', '58'), fit('chica')).size).toBe('58');
  });

  it('says why, as the issue words it', () => {
    expect(recommendationText({ guide: 27, size: '27.5', verdict: 'chica' }, false)).toBe(
      'Quienes la compraron dicen que queda chica: te recomendamos 27.5.',
    );
    expect(recommendationText({ guide: 57, size: '58', verdict: 'chica' }, true)).toBe(
      'Quienes lo compraron dicen que queda chico: te recomendamos 58.',
    );
    expect(recommendationText({ guide: 27, size: '27', verdict: null }, false)).toBe(
      'Según la guía de tallas, te recomendamos 27.',
    );
    expect(recommendationText({ guide: 31, size: null, verdict: null }, false)).toBe(
      'Este modelo no viene en tu talla (31).',
    );
  });
});
