/** The product name and the browser page title rule (spec §2.3 "Page title"). */
export const PRODUCT_NAME = 'FieldDesk';

const TITLE_SUFFIX = 'WebBased';

export const pageTitle = (title?: string | null): string => `${title?.trim() || PRODUCT_NAME} - ${TITLE_SUFFIX}`;
