import {
  MEASUREMENT_LIMITS,
  MEASUREMENT_MESSAGES,
  type FitAnswer,
  type MeasurementName,
  type ProductFit,
  type SizeOption,
} from '@store/contract';
import { mxBootSize } from '../size-guide/size-charts';

/**
 * '¿Cuál es mi talla?' (decision 062): the size guide's size for a measurement, moved one size when the
 * product's buyers say it runs small or large, then the product's own size at or just above it.
 */
export type GuideSystem = 'boot_mx' | 'hat';

/** What each system measures: the foot's length for boots and shoes, the head's for hats. */
export const measurementOf = (system: GuideSystem): MeasurementName =>
  system === 'hat' ? 'head_cm' : 'foot_cm';

/** A boot's sizes go by half centimetres, a hat's by whole ones. */
const stepOf = (system: GuideSystem) => (system === 'hat' ? 1 : 0.5);

/** The furthest above the guide's size a product's size may be and still be recommended. */
const MOST_ABOVE_CM = 1;

/** A number as a shopper types it: '26.5', '26,5', ' 27 '; undefined when it is not one. */
function typedNumber(text: string): number | undefined {
  const clean = text.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : undefined;
}

export type Reading = { cm: number } | { error: string };

/** A measurement typed in cm, or the sentence shown under the field. */
export function readMeasurement(text: string, name: MeasurementName): Reading {
  const value = typedNumber(text);
  const { min, max } = MEASUREMENT_LIMITS[name];
  if (value === undefined) return { error: MEASUREMENT_MESSAGES[name].notANumber };
  if (value < min || value > max) return { error: MEASUREMENT_MESSAGES[name].outOfRange };
  return { cm: Math.round(value * 10) / 10 };
}

/** The scales a shopper may know their usual boot size in. */
export const USUAL_SCALES = ['mx', 'us-hombre', 'us-mujer'] as const;
export type UsualScale = (typeof USUAL_SCALES)[number];
export const USUAL_SCALE_LABELS: Record<UsualScale, string> = {
  mx: 'México (cm)',
  'us-hombre': 'EE. UU. hombre',
  'us-mujer': 'EE. UU. mujer',
};
export const USUAL_SIZE_MESSAGES = {
  notANumber: 'Escribe tu talla solo con números: por ejemplo, 9 o 9.5.',
  notAHalf: 'Las tallas van de media en media: por ejemplo, 9 o 9.5.',
  unknown: 'Esa talla no está en nuestra guía: revisa el número y la escala.',
};

/**
 * The usual size a shopper wears in a brand they know, as the foot's length in cm the guide reads it
 * (a Mexican size is that length; US sizes by the guide's rule). The shop keeps no chart per brand, so
 * the brand itself does not move it (decision 019).
 */
export function readUsualSize(text: string, scale: UsualScale): Reading {
  const value = typedNumber(text);
  if (value === undefined) return { error: USUAL_SIZE_MESSAGES.notANumber };
  if (!Number.isInteger(value * 2)) return { error: USUAL_SIZE_MESSAGES.notAHalf };
  const cm = scale === 'mx' ? value : mxBootSize(value, scale === 'us-hombre' ? 'hombre' : 'mujer');
  const { min, max } = MEASUREMENT_LIMITS.foot_cm;
  if (value <= 0 || cm < min || cm > max) return { error: USUAL_SIZE_MESSAGES.unknown };
  return { cm };
}

/** The guide's size for a measurement: the next half size for a foot, the next centimetre for a head. */
export function guideSize(system: GuideSystem, cm: number): number {
  const step = stepOf(system);
  // A hair under the size (26.49999 from a conversion) is that size.
  return Math.ceil(cm / step - 1e-6) * step;
}

export type Recommendation = {
  /** The size the guide gives the measurement, before the buyers' word. */
  guide: number;
  /** The product's size recommended, as it names it; null when it does not come in one near enough. */
  size: string | null;
  /** The buyers' verdict that moved (chica, grande) or confirmed (justa) it; null with too few answers. */
  verdict: FitAnswer | null;
};

/** The size of this product to recommend for a measurement, with every colour's sizes considered. */
export function recommendSize(
  system: GuideSystem,
  cm: number,
  sizes: readonly Pick<SizeOption, 'size_name'>[],
  fit: Pick<ProductFit, 'verdict'> | undefined,
): Recommendation {
  const guide = guideSize(system, cm);
  const verdict = fit?.verdict ?? null;
  const step = stepOf(system);
  const target = guide + (verdict === 'chica' ? step : verdict === 'grande' ? -step : 0);
  const offered = [...new Set(sizes.map((option) => option.size_name))]
    .map((name) => ({ name, value: Number(name) }))
    .filter((option) => Number.isFinite(option.value))
    .sort((a, b) => a.value - b.value);
  const pick = offered.find((option) => option.value >= target - 1e-6);
  const near = pick !== undefined && pick.value - target <= MOST_ABOVE_CM;
  return { guide, size: near ? pick.name : null, verdict };
}

/** What the recommendation says, as the shopper reads it. */
export function recommendationText(recommendation: Recommendation, isHat: boolean): string {
  const { size, verdict, guide } = recommendation;
  if (size === null) {
    return `Este ${isHat ? 'sombrero' : 'modelo'} no viene en tu talla (${guide}).`;
  }
  if (verdict !== null) {
    // A boot is 'la' bota, chica; a hat is 'el' sombrero, chico.
    const said = isHat ? { chica: 'chico', justa: 'justo', grande: 'grande' }[verdict] : verdict;
    return `Quienes ${isHat ? 'lo' : 'la'} compraron dicen que queda ${said}: te recomendamos ${size}.`;
  }
  return `Según la guía de tallas, te recomendamos ${size}.`;
}
