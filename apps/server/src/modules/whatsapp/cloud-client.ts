import { z } from 'zod';
import { TEMPLATE_LANGUAGE, type TemplateName } from '@store/contract';

/**
 * A small typed client of the WhatsApp Business Cloud API's messages call (Meta's Node SDK is archived):
 * `POST {graph}/{phone-number-id}/messages` with a Bearer token, for a template message or, within the
 * 24 hours after the shopper wrote, a text. The same client talks to Meta and to the local stand-in.
 */
export type CloudApi = { graphUrl: string; token: string; phoneNumberId: string };

/** What a request to send sends: a template with its body's values, or a text. */
export type OutgoingWhatsApp =
  { type: 'template'; template: TemplateName; values: readonly string[] } | { type: 'text'; body: string };

const accepted = z.object({
  messaging_product: z.literal('whatsapp'),
  contacts: z.array(z.object({ input: z.string(), wa_id: z.string() })).optional(),
  messages: z.array(z.object({ id: z.string().min(1) })).min(1),
});

const refused = z.object({
  error: z.object({
    message: z.string(),
    code: z.number(),
    error_subcode: z.number().optional(),
    error_data: z.object({ details: z.string().optional() }).optional(),
    fbtrace_id: z.string().optional(),
  }),
});

/**
 * Meta's codes the sender treats apart. Throughput (130429), spam rate (131048), pair rate (131056) and
 * the app's call limits (4, 80007) pass with time; the others do not: re-engagement outside the 24-hour
 * window (131047), an undeliverable number (131026), a template unknown or misfilled (132000, 132001,
 * 132005, 132007, 132012), a number the shop may not message (131030 in test mode), and bad requests.
 */
const RATE_LIMIT_CODES = new Set([4, 80007, 130429, 131048, 131056]);
const TRANSIENT_CODES = new Set([1, 2, 131000, 131016, 133004, ...RATE_LIMIT_CODES]);

/** A refusal of the Cloud API: Meta's code and message, and whether trying later can change it. */
export class WhatsAppApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | null,
    message: string,
    /** Whether a later try may succeed (a rate limit, Meta's side down, no answer at all). */
    readonly retryable: boolean,
    /** How long a rate limit asks to wait, at least. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

// Meta answers in well under a second; a call hanging longer than this is tried again later.
const TIMEOUT_MS = 15_000;
// Meta's per-number throughput limit resets within seconds, its pair limit (one number, 6 s) too.
const RATE_LIMIT_WAIT_MS = 60_000;

/** The request body of a message to `to` (a Mexican mobile's 10 digits). */
export function messageBody(to: string, message: OutgoingWhatsApp): Record<string, unknown> {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: `52${to}` };
  if (message.type === 'text')
    return { ...base, type: 'text', text: { preview_url: false, body: message.body } };
  return {
    ...base,
    type: 'template',
    template: {
      name: message.template,
      language: { code: TEMPLATE_LANGUAGE },
      components: [
        {
          type: 'body',
          parameters: message.values.map((text) => ({ type: 'text', text })),
        },
      ],
    },
  };
}

/** Sends one message; answers WhatsApp's id for it (`wamid.…`), or throws a WhatsAppApiError. */
export async function sendWhatsApp(api: CloudApi, to: string, message: OutgoingWhatsApp): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${api.graphUrl}/${api.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(messageBody(to, message)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new WhatsAppApiError(0, null, `WhatsApp no respondió: ${(error as Error).message}`, true);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = accepted.safeParse(body);
    if (parsed.success && parsed.data.messages[0]) return parsed.data.messages[0].id;
    throw new WhatsAppApiError(response.status, null, 'WhatsApp respondió sin el id del mensaje', true);
  }
  const error = refused.safeParse(body);
  if (!error.success) {
    throw new WhatsAppApiError(
      response.status,
      null,
      `WhatsApp respondió ${response.status}`,
      response.status >= 500 || response.status === 429,
    );
  }
  const { code, message: text, error_data: data } = error.data.error;
  const rateLimited = RATE_LIMIT_CODES.has(code);
  throw new WhatsAppApiError(
    response.status,
    code,
    `WhatsApp ${code}: ${text}${data?.details ? ` (${data.details})` : ''}`,
    TRANSIENT_CODES.has(code) || response.status >= 500,
    rateLimited ? RATE_LIMIT_WAIT_MS : undefined,
  );
}
