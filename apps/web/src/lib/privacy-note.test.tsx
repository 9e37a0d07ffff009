import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../test/page';
import { AddressDialog } from './account/AddressDialog';
import { PrivacyNote } from './privacy-note';

afterEach(() => vi.unstubAllGlobals());

describe('PrivacyNote', () => {
  it('says what the data are for and links the aviso in the same tab outside a form', () => {
    renderPage(<PrivacyNote className="nota" purpose="para iniciar tu sesión" />);
    const note = screen.getByText(/^Usamos tus datos/);
    expect(note.textContent).toBe(
      'Usamos tus datos para iniciar tu sesión. Consulta el Aviso de privacidad.',
    );
    const link = within(note).getByRole('link', { name: 'Aviso de privacidad' });
    expect(link.getAttribute('href')).toBe('/aviso-de-privacidad');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('opens the aviso in another tab from the address dialog, so what was typed stays', () => {
    stubApi({});
    renderPage(<AddressDialog onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Nueva Dirección' });
    const note = within(dialog).getByText(/^Usamos tus datos para entregarte tus pedidos/);
    const link = within(note).getByRole('link', { name: /^Aviso de privacidad/ });
    expect(link.getAttribute('href')).toBe('/aviso-de-privacidad');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
