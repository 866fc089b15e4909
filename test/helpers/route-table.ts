import { routeTableToRead, type Route } from '#src/routes';

/** The API's route table, for tests that only read it (methods, paths, guards): no dependency is used. */
export const routeTable = (): Route[] => routeTableToRead();
