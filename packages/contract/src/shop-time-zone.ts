/**
 * Where the shop counts its days and hours: Mexico City's time, which Chihuahua keeps. The server's day
 * ranges, the e-mails, the payment deadlines and every page write moments in it, wherever the server runs
 * and whatever zone a device is set to.
 */
export const SHOP_TIME_ZONE = 'America/Mexico_City';
