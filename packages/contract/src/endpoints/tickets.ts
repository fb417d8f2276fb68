import { defineEndpoints } from './endpoint.js';

export const ticketsEndpoints = defineEndpoints({});
