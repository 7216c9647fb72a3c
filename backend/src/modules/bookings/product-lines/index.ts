/** The product lines bookings sells through (the registry by product type, and its provider). */
export { type BookedProduct, PRODUCT_LINES, ProductLines } from './product-lines';
