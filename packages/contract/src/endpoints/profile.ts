import {
  AddressIdParamsSchema,
  AddressInputSchema,
  AddressListSchema,
  AddressSchema,
  UpdateAddressSchema,
} from '../addresses.js';
import { NoDataSchema } from '../common.js';
import { EmployeeProfileSchema } from '../profile.js';
import { defineEndpoints } from './endpoint.js';

const ADDRESS_NOTE =
  'Each address says whether the platform delivers there (`served`) and in which zone (`zone`, with its fee): an address outside every zone is kept, with `served: false`, and orders to it are refused until a zone holds it. While the platform has no zone at all every address is served, with no fee. A week day in `default_for` belongs to one address: giving it to this one takes it from the other.';

/** The employee's own profile and delivery addresses (server: modules/profile). */
export const profileEndpoints = defineEndpoints({
  'GET /profile': {
    roles: ['employee'],
    tags: ['profile'],
    response: EmployeeProfileSchema,
  },
  'GET /profile/addresses': {
    roles: ['employee'],
    tags: ['profile'],
    description: `The employee's delivery addresses, oldest first (the first is the one given at onboarding). ${ADDRESS_NOTE}`,
    response: AddressListSchema,
  },
  'POST /profile/addresses': {
    roles: ['employee'],
    tags: ['profile'],
    description: `Adds a delivery address (at most 10). ${ADDRESS_NOTE}`,
    body: AddressInputSchema,
    response: AddressSchema,
  },
  'PATCH /profile/addresses/:id': {
    roles: ['employee'],
    tags: ['profile'],
    description: `Edits one of the employee's addresses: only the fields sent change; orders already placed keep the address they were placed for. ${ADDRESS_NOTE}`,
    params: AddressIdParamsSchema,
    body: UpdateAddressSchema,
    response: AddressSchema,
  },
  'DELETE /profile/addresses/:id': {
    roles: ['employee'],
    tags: ['profile'],
    description:
      "Deletes one of the employee's addresses; orders already placed keep a copy of it. The last address cannot be deleted (409).",
    params: AddressIdParamsSchema,
    response: NoDataSchema,
  },
});
