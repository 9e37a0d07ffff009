/**
 * Fit: how each size of a product fitted its buyers, and what a shopper measured (decision 062). It owns
 * fit_answers and shopper_measurements. Reviews hand it a buyer's answer with `recordFitAnswer` when they
 * keep a review; returns whose reason is the size do the same in the request's transaction. The product
 * page reads the summary to correct the size guide's recommendation.
 */
export { fitRoutes } from './routes';
export { recordFitAnswer, withdrawFitAnswers, type FitAnswerInput } from './record-fit-answer';
export { fitOfProducts, fitVerdict, productFitOf } from './product-fit';
export { forgetMeasurements, measurementsOf } from './measurements';
