/** Links a page may hold (the server's allowlist says the same and sanitises again): http(s), mailto, tel, the shop's own paths. */
export const allowedLink = (url: string) => /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i.test(url.trim());
