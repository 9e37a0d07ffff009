import {
  helpfulResponse,
  myReview,
  photoUploaded,
  productReviews,
  reviewSaved,
  type ReviewBody,
  type ReviewSort,
} from '@store/contract';
import { request, retryUnlessRefused } from '../api';
import { keepPreviousData, queryKeys, useQuery } from '../query';
import { useMutation } from '../query/use-mutation';
import { useSession } from '../session/session';

/** A page of a product's published reviews, with the summary; the previous page stays while one loads. */
export function useProductReviews(productId: number, sort: ReviewSort, withPhotos: boolean, page: number) {
  return useQuery({
    queryKey: queryKeys.productReviews(productId, sort, withPhotos, page),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
    queryFn: ({ signal }) =>
      request(`/products/${productId}/reviews`, productReviews, {
        query: { sort, con_fotos: withPhotos ? '1' : undefined, page: page > 1 ? page : undefined },
        signal,
      }),
  });
}

/** 'Útil': one vote per shopper, a second press takes it back; the page's reviews are read again. */
export const useHelpfulVote = (productId: number) =>
  useMutation({
    mutationFn: (reviewId: number) =>
      request(`/reviews/${reviewId}/helpful`, helpfulResponse, { method: 'POST' }),
    invalidates: [['reviews', productId]],
  });

/** The purchase the review form is about, and the buyer's review of it so far. */
export function useMyReview(orderId: number, productId: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeys.myReview(orderId, productId),
    enabled: user !== null,
    retry: retryUnlessRefused,
    queryFn: ({ signal }) =>
      request('/reviews/mine', myReview, { query: { order_id: orderId, product_id: productId }, signal }),
  });
}

export const saveReview = (body: ReviewBody) =>
  request('/reviews', reviewSaved, { method: 'POST', json: body });

/** A photo for the review being written, sent as the file itself; answers its name on the shop. */
export const uploadReviewPhoto = async (file: File): Promise<string> =>
  (
    await request('/reviews/photos', photoUploaded, {
      method: 'POST',
      // A browser that cannot name the type (some HEIC files) sends the bytes as a plain file.
      upload: { data: file, type: file.type || 'application/octet-stream' },
    })
  ).photo;
