/**
 * The registered device this browser is (`POST /bo/User/devices` answers its id). Sign-in sends it
 * so the device list can show when it last signed in. Not a secret: it only labels the browser.
 */
const KEY = 'bo.deviceId';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function storedDeviceId(): string | undefined {
  try {
    const value = localStorage.getItem(KEY);
    // Anything that is not an id (edited by hand) is ignored rather than failing the sign-in.
    return value && UUID.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberDeviceId(deviceId: string) {
  try {
    localStorage.setItem(KEY, deviceId);
  } catch {
    // storage disabled: the device is still registered, its sign-ins are just not attributed
  }
}

export function forgetDeviceId(deviceId?: string) {
  try {
    if (deviceId === undefined || localStorage.getItem(KEY) === deviceId) localStorage.removeItem(KEY);
  } catch {
    // ignore
  }
}
