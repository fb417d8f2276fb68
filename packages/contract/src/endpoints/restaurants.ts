import { defineEndpoints } from './endpoint.js';

export const restaurantsEndpoints = defineEndpoints({});
