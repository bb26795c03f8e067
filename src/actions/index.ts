// Every action of the site, grouped by area; each area's actions live in its feature folder.
export const server = {};
