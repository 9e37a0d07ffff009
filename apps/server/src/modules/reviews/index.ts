/**
 * Buyers' reviews: stars, words, photos and how boots and hats fit, written only by the buyer of a
 * delivered order, moderated in the back-office's 'Reseñas', shown on product pages and listing cards, and
 * asked for by e-mail a week after delivery to shoppers who agreed. It owns reviews, review_photos,
 * review_votes, review_settings, review_email_consents and review_invitations.
 */
export { reviewRoutes, REVIEW_UNSUBSCRIBE_ROUTE } from './routes';
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
