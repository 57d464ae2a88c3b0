import { createStorageSlot, resetStorageForTests } from '@/lib/browser/storage';

const ownDescriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');

/** Makes `window.localStorage` throw like a browser with storage disabled. */
function disableLocalStorage(message = 'The operation is insecure.') {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException(message, 'SecurityError');
    },
  });
}

function restoreLocalStorage() {
  if (ownDescriptor) Object.defineProperty(window, 'localStorage', ownDescriptor);
  else delete (window as { localStorage?: Storage }).localStorage;
}

let warn: jest.SpyInstance;

beforeEach(() => {
  resetStorageForTests();
  window.localStorage.clear();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  restoreLocalStorage();
  jest.restoreAllMocks();
});

describe('createStorageSlot with working localStorage', () => {
  it('reads, writes and deletes its key in localStorage', () => {
    const slot = createStorageSlot('theme');
    expect(slot.get()).toBeNull();
    slot.set('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(slot.get()).toBe('dark');
    slot.del();
    expect(window.localStorage.getItem('theme')).toBeNull();
    expect(slot.get()).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('sees values written by others (the head script, another tab)', () => {
    window.localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    expect(createStorageSlot('docusaurus.announcement.dismiss').get()).toBe('true');
  });

  it('keeps slots for different keys apart', () => {
    createStorageSlot('a').set('1');
    createStorageSlot('b').set('2');
    expect(createStorageSlot('a').get()).toBe('1');
    expect(createStorageSlot('b').get()).toBe('2');
  });
});

describe('createStorageSlot when localStorage throws', () => {
  it('warns once, naming the key and localStorage, and keeps values in memory without throwing', () => {
    disableLocalStorage();
    const slot = createStorageSlot('theme');
    expect(() => slot.get()).not.toThrow();
    expect(slot.get()).toBeNull();
    expect(() => slot.set('dark')).not.toThrow();
    expect(slot.get()).toBe('dark');
    expect(() => slot.del()).not.toThrow();
    expect(slot.get()).toBeNull();

    expect(warn).toHaveBeenCalledTimes(1);
    const [message] = warn.mock.calls[0] as [string];
    expect(message).toContain('"theme"');
    expect(message).toContain('localStorage');
    expect(message).toContain('The operation is insecure.');
  });

  it('does not warn again for a second slot, which also works in memory', () => {
    disableLocalStorage();
    createStorageSlot('theme').set('dark');
    const other = createStorageSlot('docusaurus.announcement.dismiss');
    other.set('true');
    expect(other.get()).toBe('true');
    expect(createStorageSlot('theme').get()).toBe('dark');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('warns again after resetStorageForTests, which also forgets in-memory values', () => {
    disableLocalStorage();
    createStorageSlot('theme').set('dark');
    resetStorageForTests();
    expect(createStorageSlot('theme').get()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('createStorageSlot when localStorage is full', () => {
  it('keeps the value in memory and warns once when setItem throws (quota exceeded)', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const slot = createStorageSlot('theme');
    expect(() => slot.set('dark')).not.toThrow();
    expect(slot.get()).toBe('dark');
    expect(() => createStorageSlot('other').set('x')).not.toThrow();
    expect(createStorageSlot('other').get()).toBe('x');
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('"theme"');
    expect(warn.mock.calls[0][0]).toContain('Quota exceeded');
  });

  it('does not throw when getItem throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('getItem failed');
    });
    expect(createStorageSlot('theme').get()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

