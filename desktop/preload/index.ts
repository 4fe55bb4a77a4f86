import { contextBridge, ipcRenderer } from 'electron';
import { createDesktopApi, desktopApiKey } from './desktop-api.ts';
import { createIpcBridge } from './ipc-bridge.ts';

const api = createDesktopApi(process, createIpcBridge(ipcRenderer));

contextBridge.exposeInMainWorld(desktopApiKey, api);

export type DesktopApi = typeof api;
