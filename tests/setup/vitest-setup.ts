// Gives localForage the same IndexedDB driver in Node that it has in the browser.
import "fake-indexeddb/auto";
