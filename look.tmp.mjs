import { chromium } from '@playwright/test';
const [,, path = '/dashboard/tareas', out = '/tmp/look/shot.png', width = '1366', actions = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto('http://localhost:4400/mock/correo');
for (let i = 0; i < 40; i++) { if (await page.evaluate(() => '__mockApi' in window)) break; await page.keyboard.press('Shift'); await page.waitForTimeout(250); }
await page.evaluate(async () => {
  const r = await fetch('/mock-api/api/users/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'cobranza@oportuna.cl', password: 'Cobra1234' }) });
  localStorage.setItem('auth_token', (await r.json()).data.token);
});
await page.goto('http://localhost:4400' + path);
await page.waitForTimeout(3500);
if (actions) { const fn = (await import(actions)).default; await fn(page); }
await page.screenshot({ path: out, fullPage: true });
await browser.close();
