import { ProcessSandbox } from './process-sandbox.ts';
import { describeSandboxConformance } from './sandbox-conformance.ts';

describeSandboxConformance('process', async () => new ProcessSandbox());
