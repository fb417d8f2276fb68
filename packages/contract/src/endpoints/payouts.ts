import { defineEndpoints } from './endpoint.js';

export const payoutsEndpoints = defineEndpoints({});
