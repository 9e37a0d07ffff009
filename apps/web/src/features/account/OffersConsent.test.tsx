import { OFFERS_CONSENT_TEXT } from '@store/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, sentTo, stubApi } from '../../test/page';
import { OffersConsent } from './OffersConsent';

afterEach(() => vi.unstubAllGlobals());

describe("'Correos de la tienda' in the profile", () => {
  it('starts unticked and keeps the date of the yes; unticking says no', async () => {
    const fetchMock = stubApi({
      'GET /api/users/me/offers-consent': () => Response.json({ consented: false, consented_at: null }),
      'PUT /api/users/me/offers-consent': ({ body }) =>
        Response.json(
          (body as { consented: boolean }).consented
            ? { consented: true, consented_at: '2026-12-03T17:00:00.000Z' }
            : { consented: false, consented_at: null },
        ),
    });
    renderPage(<OffersConsent />, { at: '/profile' });
    const box = await screen.findByRole('checkbox', { name: OFFERS_CONSENT_TEXT });
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    expect((box as HTMLInputElement).checked).toBe(false);

    fireEvent.click(box);
    await screen.findByText(/^Aceptaste el 3 de diciembre de 2026\./);
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(false));
    expect(sentTo(fetchMock, 'PUT', '/api/users/me/offers-consent')).toEqual([
      { consented: true },
      { consented: false },
    ]);
  });
});
