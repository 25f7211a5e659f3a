/** Ids are PostgreSQL `integer`s: a larger number names no row (and would make the query fail). */
const MAX_INTEGER_ID = 2_147_483_647;

/** Whether a number from a request can be the id of a stored row; when not, there is no such row. */
export const isStoredId = (id: number) => Number.isInteger(id) && id > 0 && id <= MAX_INTEGER_ID;
