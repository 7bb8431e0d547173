import NavCore
