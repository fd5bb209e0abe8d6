/** The operator token the e2e server starts with; tests load their own data through the admin API/CLI. */
export const e2eAdminToken = 'e2e-operator-token';
