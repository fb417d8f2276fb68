import { COMPANY_ROLE_LABELS } from '@lunch/contract';
import { COMPANY_ROLES } from '@lunch/contract/endpoint';

/** The roles as the choices of a select: "Owner", "Finance", "People", "Viewer". */
export const ROLE_OPTIONS = COMPANY_ROLES.map((role) => ({ value: role, label: COMPANY_ROLE_LABELS[role] }));
