import { REVIEW_EMAIL_CONSENT_WORDING } from '@store/contract';
import { reasonOr } from '../../lib/api';
import { useReviewEmailConsent, useSetReviewEmailConsent } from '../../lib/reviews/reviews-api';
import { notifyError } from '../../lib/toast';

/**
 * 'Correos': the e-mail that asks, a week after delivery, for a review of what was bought. Off until the
 * shopper ticks it; the date and these words are kept with the yes, and every such e-mail can stop it.
 */
export function ReviewEmailsConsent() {
  const consent = useReviewEmailConsent();
  const change = useSetReviewEmailConsent();
  return (
    <section className="review-emails" aria-labelledby="review-emails-title">
      <h2 id="review-emails-title">Correos</h2>
      <label className="review-emails-choice">
        <input
          type="checkbox"
          checked={consent.data?.consent ?? false}
          disabled={!consent.data || change.isPending}
          onChange={(event) => {
            change
              .mutateAsync(event.target.checked)
              .catch((error: unknown) => notifyError(reasonOr(error, 'No pudimos guardar tu elección.')));
          }}
        />{' '}
        {REVIEW_EMAIL_CONSENT_WORDING}
      </label>
    </section>
  );
}
