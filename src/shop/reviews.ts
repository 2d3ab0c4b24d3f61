/** Review limits, shared by the form and the server (zod-free: the product page imports it). */
export const REVIEWS_PER_PAGE = 5;
export const MAX_REVIEW_LENGTH = 2000;
/** Largest review photo accepted (413 beyond). */
export const MAX_REVIEW_IMAGE_BYTES = 5 * 1024 * 1024;
