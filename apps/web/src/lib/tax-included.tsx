import './tax-included.css';

/**
 * "IVA incluido" beside every total a shopper reads: the consumer law asks that the price shown be the
 * whole price, and saying so spares the question at checkout. One wording for the whole shop.
 */
export function TaxIncluded() {
  // The space keeps "Total IVA incluido" two words for screen readers and for copied text.
  return (
    <>
      {' '}
      <span className="tax-included">IVA incluido</span>
    </>
  );
}
