import { contextBridge } from 'electron';
import { createDesktopApi, desktopApiKey } from './desktop-api.ts';

const api = createDesktopApi(process);

contextBridge.exposeInMainWorld(desktopApiKey, api);

export type DesktopApi = typeof api;
