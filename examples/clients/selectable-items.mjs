// The selectable-items custom-item flow ("직접 입력") driven from Node.
// Run: (cd examples/clients && npm install && node selectable-items.mjs)
// The host is found through UISTATE_BIN, PATH or the checkout's .build.
import { Host } from 'uistate';  // npm install <checkout>/clients/node (see README.md)

const host = await Host.start();
try {
  const store = await host.createStore('relationship');
  await store.tap('customInputButton');                 // "직접 입력"
  await store.input('customTextField', '대학 동기');
  const saved = await store.tap('customSaveButton');   // saves; the selection is left alone
  await store.tap('customItem');                        // the saved chip, selected by a tap
  await store.expectState({ customItemPhase: 'saved', customItem: { id: 5, title: '대학 동기' }, selectedIDs: [5] },
    { at: '/selection', partial: true });
  const next = await store.tap('nextButton');
  console.log(`saved at version ${saved.version}; "다음" sent`, JSON.stringify(next.received));
  console.log(await store.render('text'));
  await store.destroy();
} finally {
  await host.close();
}
