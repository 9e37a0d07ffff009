import { adminMessagesResponse, type MessageGroup } from '@store/contract/admin';
import type { MessageState } from '@store/contract/admin';
import { request, retryUnlessRefused } from '../../../../lib/api';
import { keepPreviousData, useQuery } from '../../../../lib/query';
import { adminKeys } from '../../keys';

/** What 'Mensajes' is narrowed to: kind, state, part of the address, which days. */
export type MessagesFilters = {
  group?: MessageGroup;
  state?: MessageState;
  recipient?: string;
  from?: string;
  to?: string;
  page: number;
};

/** GET /api/admin/messages: every e-mail the shop wrote, newest first. */
export const getMessages = (filters: MessagesFilters, signal?: AbortSignal) =>
  request('/admin/messages', adminMessagesResponse, { query: filters, signal });

export const useMessages = (filters: MessagesFilters) =>
  useQuery({
    queryKey: adminKeys.messages(filters),
    queryFn: ({ signal }) => getMessages(filters, signal),
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
