import { describe, expect, it } from 'vitest';
import { savedAddress } from '../../test/fixtures';
import { recipientLine } from './address-text';

const home = savedAddress;

describe('who receives, as a saved address shows it', () => {
  it('names the recipient and their phone in groups', () => {
    expect(recipientLine(home({ recipient_name: 'Beto Díaz', recipient_phone: '6149998877' }))).toBe(
      'Recibe: Beto Díaz, 614 999 8877',
    );
  });

  it('shows nothing for an address saved before it was asked', () => {
    expect(recipientLine(home())).toBeNull();
  });
});
