export { eventRegistrationPayload, type RegistrantDetails } from './payload';
export { registerForEvent } from './registration';
