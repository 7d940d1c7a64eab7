// Async boundary: the federation runtime settles the shared modules before bootstrap runs.
import('./bootstrap');
