/**
 * price_html as WooCommerce renders it for this store: euro after the amount with a non-breaking
 * space, decimal comma, two decimals (wc_price, wc_format_sale_price, wc_format_price_range).
 */
const DECIMAL_SEPARATOR = ',';
const THOUSAND_SEPARATOR = ' ';

function formatAmount(amount: number): string {
  const [whole = '0', decimals = '00'] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSAND_SEPARATOR);
  return `${amount < 0 ? '-' : ''}${grouped}${DECIMAL_SEPARATOR}${decimals}`;
}

export function wcPrice(amount: number): string {
  return `<span class="woocommerce-Price-amount amount"><bdi>${formatAmount(amount)}&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>`;
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, '');

export function wcFormatSalePrice(regular: number, sale: number): string {
  const formattedRegular = wcPrice(regular);
  const formattedSale = wcPrice(sale);
  return (
    `<del aria-hidden="true">${formattedRegular}</del> ` +
    `<span class="screen-reader-text">Original price was: ${stripTags(formattedRegular)}.</span>` +
    `<ins aria-hidden="true">${formattedSale}</ins>` +
    `<span class="screen-reader-text">Current price is: ${stripTags(formattedSale)}.</span>`
  );
}

export function wcFormatPriceRange(from: number, to: number): string {
  return `${wcPrice(from)} &ndash; ${wcPrice(to)}`;
}
