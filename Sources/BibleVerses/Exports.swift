// The client's public API takes `HTTPTransport`s: apps that use this module get the
// transport types without importing NetworkTransport themselves.
@_exported import NetworkTransport
