document.getElementById("root")!.textContent = "方块学堂";
