/*
 * The checkout's pages load on demand by their own paths, and its steps hand the payment panels
 * what they need of it: no other part of the browser code imports the checkout home yet.
 */
export {};
