export {
  endWithLauncher,
  isApiProcess,
  ordersFromPrimary,
  reportListening,
} from './api-process.ts';
export { runApiProcesses, type ProcessOrders } from './run-api-processes.ts';
