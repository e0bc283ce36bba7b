/** Content links work for 15 minutes (server files/contentLinks.ts): the list is read anew every 10. */
export const CONTENT_LINK_REFRESH_MS = 10 * 60 * 1000;
