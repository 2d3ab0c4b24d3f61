/**
 * The store's name, in one place for the server (mails, the API document, error pages, the payment dialog) and the
 * pages (titles, header, footer). The admin issue turns it into a store setting the owner edits.
 */
export const STORE_NAME = 'Bindass Bazaar';
