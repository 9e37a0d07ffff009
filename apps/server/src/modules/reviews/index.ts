/**
 * Buyers' reviews: stars, words, photos and how boots and hats fit, written only by the buyer of a
 * delivered order, moderated in the back-office's 'Reseñas', shown on product pages and listing cards, and
 * asked for by e-mail a week after delivery to shoppers who said yes to the shop's e-mails (auth's offers
 * consent, decision 066). It owns reviews, review_photos, review_votes, review_settings and
 * review_invitations.
 */
export { reviewRoutes } from './routes';
// The size recommendation reads the approved reviews' fit answers, with the size each buyer bought.
export { reviewFitAnswers, reviewSummary, productReviews, type ReviewFitAnswer } from './product-reviews';
export {
  approveReview,
  changePublishing,
  hideReview,
  listReviewsForStaff,
  replyToReview,
} from './moderation';
export { queueReviewInvitations, INVITATION_AFTER_MS } from './invitations';
export { reviewStructuredData } from './structured-data';
// 'Mis datos' (decision 014): what reviews keep about a shopper, and erasing it with the account.
export { forgetReviewsOf, reviewDataOf } from './shopper-data';
