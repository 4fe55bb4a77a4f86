const line = 'flood '.repeat(10000) + '\n';
for (;;) process.stdout.write(line);
