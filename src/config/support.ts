/** Where a customer writes for help: the registration screen and the help page show it. */
export const SUPPORT_EMAIL = 'soporte@oportuna.cl';
