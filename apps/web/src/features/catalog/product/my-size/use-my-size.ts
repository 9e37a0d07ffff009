import type { MeasurementName, ProductDetail } from '@store/contract';
import { useMeasurementsInAccount } from '../../../../lib/measurements/account-measurements';
import { useMeasurements } from '../../../../lib/measurements/measurements-store';
import { useProductFit } from '../../api/get-product-fit';
import { rememberedSize } from '../../listing/my-size';
import { hasSizeGuide } from '../size-guide/SizeGuideButton';
import { measurementOf, recommendSize, type GuideSystem, type Recommendation } from './recommend-size';

export type MySize = {
  system: GuideSystem;
  measurement: MeasurementName;
  /** What the recommendation reads, in cm; null when the shopper gave nothing yet. */
  cm: number | null;
  /** Where `cm` came from: their measurement, or the listing's 'Mi talla' of the visit (decision 044). */
  from: 'measurement' | 'visit' | null;
  recommendation: Recommendation | undefined;
  /** The recommendation for another measurement, with the same buyers' answers. */
  recommendFor: (cm: number) => Recommendation;
  /** The buyers' answers are in (or failed to come): the recommendation will not change any more. */
  settled: boolean;
};

/**
 * The shopper's size on a boot or hat page: their measurement (browser, and account when signed in), or
 * else the size they chose on a listing during the visit, read by the guide and corrected by the
 * product's fit answers. Undefined on products without a size guide.
 */
export function useMySize(product: ProductDetail): MySize | undefined {
  const system = hasSizeGuide(product) ? (product.size_system as GuideSystem) : undefined;
  const remembered = useMeasurements();
  useMeasurementsInAccount();
  const fit = useProductFit(product.product_id, system !== undefined);
  if (!system) return undefined;
  const measurement = measurementOf(system);
  const measured = remembered[measurement];
  const visitSize = Number(rememberedSize(system));
  const fromVisit = measured === null && Number.isFinite(visitSize) && visitSize > 0 ? visitSize : null;
  const cm = measured ?? fromVisit;
  const sizes = product.colors.flatMap((color) => color.sizes);
  const recommendFor = (value: number) => recommendSize(system, value, sizes, fit.data);
  return {
    system,
    measurement,
    cm,
    from: measured !== null ? 'measurement' : fromVisit !== null ? 'visit' : null,
    recommendation: cm === null ? undefined : recommendFor(cm),
    recommendFor,
    settled: fit.data !== undefined || fit.isError,
  };
}
