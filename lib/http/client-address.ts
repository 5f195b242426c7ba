/**
 * Headers the site server puts on every request it hands to Next (server/http/client-address.ts):
 * the client's address as the site server determined it from the socket and TRUST_PROXY, and a
 * key known only inside the process, without which the API ignores the address. A copy sent by a
 * client is always overwritten.
 */
export const CLIENT_ADDRESS_HEADER = 'x-bazargah-client-address';
export const CLIENT_ADDRESS_KEY_HEADER = 'x-bazargah-client-key';
